// Runs in the browser, inlined into index.html by first-view-loader.ts (kept as plain JS so
// that nothing rewrites it: its hash is the page's Content-Security-Policy permission).
// Adds the shop's scripts once the first view's pictures in view have loaded (3 s at most)
// and a frame has shown them.
(function () {
  var boot = JSON.parse((document.getElementById('shop-boot') || {}).textContent || '{}');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (boot.preload || []).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
    (boot.scripts || []).forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false; // in order, as `defer` runs them
      document.head.appendChild(script);
    });
  }
  function afterAFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var view = document.getElementById('shop-prerender');
  var pending = view
    ? Array.prototype.filter.call(view.querySelectorAll('img'), function (img) {
        return !img.complete && img.getBoundingClientRect().top < window.innerHeight;
      })
    : [];
  var waiting = pending.length;
  if (!waiting) return afterAFrame();
  pending.forEach(function (img) {
    ['load', 'error'].forEach(function (event) {
      img.addEventListener(
        event,
        function () {
          if (--waiting === 0) afterAFrame();
        },
        { once: true },
      );
    });
  });
  setTimeout(afterAFrame, 3000);
})();
