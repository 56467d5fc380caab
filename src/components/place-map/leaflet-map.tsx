import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { PlaceMapProps } from './place-map';
import styles from './place-map.module.css';

/** The island's middle, for a map with no pin yet. */
const SRI_LANKA_CENTRE: L.LatLngTuple = [7.87, 80.77];
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Leaflet takes the credit as markup: the configured text is escaped, its link a plain href. */
function attributionHtml({ text, url }: PlaceMapProps['settings']['attribution']): string {
  return url ? `<a href="${escapeHtml(url)}" rel="noopener noreferrer" target="_blank">${escapeHtml(text)}</a>` : escapeHtml(text);
}

/** The pin, drawn inline (no marker images to fetch); its colours come from the stylesheet. */
const PIN_ICON = L.divIcon({
  className: styles.pin,
  html: '<svg viewBox="-14 -38 28 40" width="28" height="40" aria-hidden="true" focusable="false"><path d="M0 0 C-4 -10 -13 -15 -13 -24 A13 13 0 1 1 13 -24 C13 -15 4 -10 0 0Z"/><circle cx="0" cy="-24" r="5"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 38],
});

/**
 * Leaflet map with the property's pin (lazy: this module and leaflet's CSS load only where a map
 * is shown). With onMove the pin is dragged, or placed by a click; keyboard users have the
 * coordinate fields, and Leaflet's own keyboard panning and zoom buttons.
 */
export default function LeafletMap({ settings, latitude, longitude, onMove, label }: PlaceMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  });
  const editable = onMove !== undefined;
  const { t } = useLingui();
  const zoomInTitle = t`Zoom in`;
  const zoomOutTitle = t`Zoom out`;
  // The map drawn by the effect below, so the zoom buttons (their titles in the active language) follow it.
  const [drawn, setDrawn] = useState<L.Map | null>(null);

  useEffect(() => {
    if (!box.current || !settings.tileUrl) return;
    const created = L.map(box.current, { scrollWheelZoom: false, attributionControl: false, zoomControl: false });
    L.control.attribution({ prefix: '<a href="https://leafletjs.com" rel="noopener noreferrer" target="_blank">Leaflet</a>' }).addTo(created);
    L.tileLayer(settings.tileUrl, { attribution: attributionHtml(settings.attribution), maxZoom: 19 }).addTo(created);
    created.setView(SRI_LANKA_CENTRE, 7);
    if (editable) {
      created.on('click', (event: L.LeafletMouseEvent) => onMoveRef.current?.({ latitude: round6(event.latlng.lat), longitude: round6(event.latlng.lng) }));
    }
    map.current = created;
    setDrawn(created);
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
      setDrawn(null);
    };
  }, [settings.tileUrl, settings.attribution, editable]);

  // Leaflet's zoom buttons, titled (and labelled for screen readers) in the active language; a new language redraws them.
  useEffect(() => {
    if (!drawn) return;
    const zoom = L.control.zoom({ zoomInTitle, zoomOutTitle }).addTo(drawn);
    return () => {
      zoom.remove();
    };
  }, [drawn, zoomInTitle, zoomOutTitle]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (latitude === null || longitude === null) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at: L.LatLngTuple = [latitude, longitude];
    if (!marker.current) {
      marker.current = L.marker(at, { icon: PIN_ICON, draggable: editable, keyboard: false, autoPan: true, interactive: editable }).addTo(current);
      marker.current.on('dragend', () => {
        const moved = marker.current?.getLatLng();
        if (moved) onMoveRef.current?.({ latitude: round6(moved.lat), longitude: round6(moved.lng) });
      });
      current.setView(at, 15);
    } else {
      marker.current.setLatLng(at);
      if (!current.getBounds().pad(-0.1).contains(at)) current.panTo(at);
    }
  }, [latitude, longitude, editable, settings.tileUrl]);

  return <div ref={box} className={styles.map} role="region" aria-label={label} data-testid="place-map" />;
}
