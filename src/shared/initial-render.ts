/**
 * What a page the server rendered for a signed-in host carries: the path, the session it rendered
 * with and the data its screen showed. The server builds it (src/server/modules/web-pages) and the
 * browser hydrates from the same value (src/app/initial-render.tsx), so both sides share its type.
 */
import type { components } from '../../openapi/schema';
import type { CalendarFirstView } from './calendar-first-view';
import type { SessionView } from './session-user';

export type InitialRender = {
  /** The path the server rendered: only that screen's first mount may use the data. */
  path: string;
  session: SessionView;
  data: { dashboard?: components['schemas']['Dashboard']; calendar?: CalendarFirstView };
};
