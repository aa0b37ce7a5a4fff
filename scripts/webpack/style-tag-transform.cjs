// style-loader's styleTagTransform for the browser builds (runs in the page). A module's CSS that
// the server's first view already carries (its <style id="shop-first-view-css">, the remote's
// prerender.css, built by the same css-loader settings: loaders.cjs) is not parsed a second
// time: on a slow phone each copy costs a style recalculation inside the boot's longest tasks.
// The first view's style stays for the page's life, so those rules stay in force.
/* global document -- runs in the page, bundled by style-loader */
function styleTagTransform(css, styleElement) {
  const firstView = document.getElementById('shop-first-view-css');
  if (firstView && css.trim() && firstView.textContent.includes(css.trim())) {
    styleElement.setAttribute('data-in-first-view', '');
    styleElement.textContent = '';
    return;
  }
  styleElement.textContent = css;
}

module.exports = styleTagTransform;
