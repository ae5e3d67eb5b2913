// Presentation mode for a projector: a large-type layout (classroom.css) where the figure, the words
// and the code fit one screen, the figure scaled to fill its share of it, the Fullscreen API when the
// browser allows it (the layout works without), and the keys slide clickers send: PageDown /
// PageUp and Space / Shift+Space step (→ and ← already do, in controls.js). Keys typed into a text
// field, a list or a button's own Space stay theirs. Siblings: viz_app.js wires it, zoom.js scales.
import { t } from '../i18n/i18n.js';

// The node numbers' type size in the figure while presenting (classroom.css says the same), and
// the smallest on-screen size they may have: legible from the back of a classroom.
const INDEX_FONT = 12;
const MIN_INDEX_PX = 16;

export class Present {
  /**
   * @param {{ toggle: HTMLButtonElement, fullscreen: HTMLButtonElement, tree: HTMLButtonElement, status: HTMLElement }} els
   * @param {{ step: (dir: number) => void, zoom: import('./zoom.js').Zoom, compact: () => boolean, follow: () => void,
   *   showTree: () => void }} app
   */
  constructor(els, app) {
    this.els = els;
    this.app = app;
    els.toggle.addEventListener('click', () => this.set(!this.on));
    // No Fullscreen API (iOS Safari on a phone, a frame without allowfullscreen): no button that
    // would do nothing; the presentation layout is still there.
    els.fullscreen.hidden = !document.fullscreenEnabled;
    els.fullscreen.addEventListener('click', () => this.fullscreen());
    // One screen has no room for both the code and the search tree: the tree takes the code's place
    // while this is pressed (classroom.css).
    els.tree.addEventListener('click', () => {
      const on = !document.body.classList.contains('present-tree');
      document.body.classList.toggle('present-tree', on);
      els.tree.setAttribute('aria-pressed', String(on));
      if (on) app.showTree();
    });
    // A new screen size while presenting fits the figure again; otherwise the learner's zoom stays.
    document.addEventListener('fullscreenchange', () => { if (this.on) this.refit(); });
    addEventListener('resize', () => { if (this.on) this.refit(); });
    // Capture, before controls.js's own keys: while presenting, Space steps instead of playing.
    addEventListener('keydown', (event) => this.#key(event), true);
  }

  get on() { return document.body.classList.contains('presenting'); }

  set(on) {
    document.body.classList.toggle('presenting', on);
    this.els.toggle.setAttribute('aria-pressed', String(on));
    if (!on && document.fullscreenElement) document.exitFullscreen().catch(() => {});
    this.refit();
  }

  async fullscreen() {
    if (!this.on) this.set(true);
    if (document.fullscreenElement) return;
    try {
      await document.documentElement.requestFullscreen();
    } catch {
      this.els.status.textContent = t('viz.fullscreen_failed');
    }
  }

  /**
   * Scales the figure to its frame: the whole figure when that keeps node numbers legible, else
   * legible numbers and a frame that scrolls (zoom.js follows the node the story is about).
   * Leaving the mode gives the figure back its usual scale.
   */
  refit() {
    const zoom = this.app.zoom;
    if (!zoom.figure) return;
    if (!this.on) {
      zoom.attach(zoom.figure, zoom.size);
      return;
    }
    const f = zoom.frame;
    const fit = Math.min((f.clientWidth - 4) / zoom.size.width, (f.clientHeight - 4) / zoom.size.height);
    zoom.set(this.app.compact() ? fit : Math.max(fit, MIN_INDEX_PX / INDEX_FONT));
    this.app.follow();  // a figure bigger than its frame shows the part the words are about
  }

  #key(event) {
    if (!this.on || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (target.closest?.('textarea, input, select, [contenteditable="true"]')) return;
    let dir = 0;
    if (event.key === 'PageDown') dir = 1;
    else if (event.key === 'PageUp') dir = -1;
    else if (event.key === ' ' && !target.closest?.('button, a, summary, [role="button"]')) dir = event.shiftKey ? -1 : 1;
    if (!dir) return;
    event.preventDefault();
    event.stopPropagation();
    this.app.step(dir);
  }
}
