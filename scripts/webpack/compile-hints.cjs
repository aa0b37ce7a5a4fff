// V8 compiles a function when it is first called, on the main thread, in the middle of the task
// that calls it. React and the router are called almost whole as the first page renders, so
// their chunks carry V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+):
// the browser compiles them eagerly while the file streams in, on a background thread, and the
// boot's longest tasks lose their compiling. Other browsers read it as a comment.
const { Compilation, sources } = require('webpack');

const HINT = '//# allFunctionsCalledOnLoad\n';
/** The libraries the first render runs nearly all of. */
const CALLED_ON_LOAD = /[\\/]node_modules[\\/](react-dom|react|scheduler|react-router|react-router-dom|@remix-run[\\/]router)[\\/]/;

class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('CompileHintsPlugin', (compilation) => {
      // After minifying (which drops comments), before the source maps are written.
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          const modules = compilation.chunkGraph.getChunkModules(chunk);
          if (!modules.some((m) => CALLED_ON_LOAD.test(m.nameForCondition?.() ?? ''))) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (old) => new sources.ConcatSource(HINT, old));
          }
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin };
