// The prerendered pages' (/ and /login) only script tag: it starts the app once the page has been
// painted from its own HTML. scripts/prerender.mjs copies it under a content hash into assets/ and
// puts it, deferred, in place of the entry's <script type="module">, naming the entry in
// data-entry.
//
// Why: when the scripts arrive quickly (a fast connection, or the browser's cache), the browser
// runs them — the vendor chunk, then hydration — before it paints the first frame, so a page whose
// content is already in the HTML still shows nothing until its code has run. Loading the entry
// after the first frame (and after the page's main image, which is preloaded at high priority)
// paints first and hydrates right after; on a slow connection the first frame comes as soon as
// the HTML has, so the entry starts a frame later than before.
(function paintFirst() {
  var entry = document.currentScript && document.currentScript.dataset.entry;
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the next frame has been produced: a task queued from a frame callback runs after it.
  function afterNextFrame(then) {
    requestAnimationFrame(function () {
      setTimeout(then, 0);
    });
  }
  // Once the browser reports the first contentful paint as presented (Paint Timing), or after the
  // next frame where it cannot.
  function afterFirstPaint(then) {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return then();
    try {
      // The first-paint entry can come before the contentful one (a background before the text):
      // wait for the contentful one.
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        then();
      }).observe({ type: 'paint', buffered: true });
    } catch (_error) {
      afterNextFrame(then);
    }
  }
  // A hidden tab paints nothing: start at once rather than when it is first shown.
  if (document.visibilityState === 'hidden') return start();
  // Whatever happens, the app starts within a second.
  setTimeout(start, 1000);
  var image = document.querySelector('img[fetchpriority="high"]');
  afterFirstPaint(function () {
    if (!image || image.complete) return start();
    image.addEventListener('load', function () {
      afterNextFrame(start);
    });
    image.addEventListener('error', start);
  });
})();
