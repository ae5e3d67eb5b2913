// Scale and pan for the structure figure on any screen: the figure sits in a scrolling frame (so
// touch panning is the browser's own), "−", "+" and "Fit" buttons scale it, Ctrl + wheel and a
// two-finger pinch zoom about the pointer, a mouse drag pans, and follow() brings a node the story
// is about into view inside the frame without scrolling the page. Siblings: matrix_view.js.

const MIN = 0.2, MAX = 4;

export class Zoom {
  /**
   * @param {HTMLElement} frame  the scrolling container
   * @param {{ zoomIn: HTMLElement, zoomOut: HTMLElement, fit: HTMLElement, level: HTMLElement }} els
   */
  constructor(frame, els) {
    this.frame = frame;
    this.els = els;
    this.scale = 1;
    this.figure = null;
    this.size = { width: 1, height: 1 };
    els.zoomIn.addEventListener('click', () => this.set(this.scale * 1.25));
    els.zoomOut.addEventListener('click', () => this.set(this.scale / 1.25));
    els.fit.addEventListener('click', () => this.fit());
    new ResizeObserver(() => this.#scrollStop()).observe(frame); // a phone turned, a window resized
    frame.addEventListener('wheel', (event) => {
      if (!event.ctrlKey || !this.figure) return;
      event.preventDefault();
      this.set(this.scale * Math.exp(-event.deltaY / 300), event);
    }, { passive: false });
    this.#pointers();
  }

  /** A new figure (an SVG with a viewBox) of natural size {width, height}: shown at a readable scale. */
  attach(figure, size) {
    this.figure = figure;
    this.size = size;
    // Wide enough to read (1.5x on a projector or desktop), but never below what fits the frame
    // unless that would make the text too small to read: then the frame scrolls.
    const fit = this.#fitScale();
    this.set(Math.min(1.5, Math.max(fit, 0.75)));
  }

  #fitScale() {
    const width = this.frame.clientWidth || this.size.width;
    return Math.max(MIN, Math.min(MAX, (width - 4) / this.size.width));
  }

  fit() { this.set(this.#fitScale()); }

  /** Sets the scale, keeping the point under `at` (a pointer event) where it was. */
  set(scale, at = null) {
    if (!this.figure) return;
    const s = Math.max(MIN, Math.min(MAX, scale));
    const f = this.frame, rect = f.getBoundingClientRect();
    const ox = at ? at.clientX - rect.left : f.clientWidth / 2, oy = at ? at.clientY - rect.top : f.clientHeight / 2;
    const fx = (f.scrollLeft + ox) / this.scale, fy = (f.scrollTop + oy) / this.scale;
    this.scale = s;
    this.figure.setAttribute('width', String(Math.round(this.size.width * s)));
    this.figure.setAttribute('height', String(Math.round(this.size.height * s)));
    f.scrollLeft = fx * s - ox;
    f.scrollTop = fy * s - oy;
    this.els.level.textContent = `${Math.round(s * 100)}%`;
    this.els.zoomOut.disabled = s <= MIN;
    this.els.zoomIn.disabled = s >= MAX;
    this.#scrollStop();
    this.onChange?.(s);  // e.g. the tour's "zoom the picture" noticing it was done
  }

  // The frame is a Tab stop (its arrow keys scroll it) only while it has something to scroll:
  // a figure that fits would be a stop where the keys do nothing.
  #scrollStop() {
    const f = this.frame;
    const scrolls = f.scrollWidth > f.clientWidth + 1 || f.scrollHeight > f.clientHeight + 1;
    if (scrolls) f.tabIndex = 0;
    else if (document.activeElement !== f) f.removeAttribute('tabindex');
  }

  /**
   * Scrolls the frame (only the frame) so that the point (figure units) is inside it, on the next
   * frame: reading the layout right after drawing would force one layout per step.
   */
  follow(point) {
    if (!this.figure || !point) return;
    const first = !this.pending;
    this.pending = point;
    if (first) requestAnimationFrame(() => this.#follow());
  }

  #follow() {
    const point = this.pending;
    this.pending = null;
    if (!point) return;
    const f = this.frame, margin = 40 * this.scale;
    const x = point.x * this.scale, y = point.y * this.scale;
    if (x - margin < f.scrollLeft) f.scrollLeft = x - margin;
    else if (x + margin > f.scrollLeft + f.clientWidth) f.scrollLeft = x + margin - f.clientWidth;
    if (y - margin < f.scrollTop) f.scrollTop = y - margin;
    else if (y + margin > f.scrollTop + f.clientHeight) f.scrollTop = y + margin - f.clientHeight;
  }

  // Mouse: drag to pan. Touch: one finger pans natively (touch-action), two fingers pinch.
  #pointers() {
    const f = this.frame, down = new Map();
    let drag = null, pinch = null;
    f.addEventListener('pointerdown', (event) => {
      if (event.target.closest?.('[role="button"]')) return;
      down.set(event.pointerId, event);
      if (event.pointerType === 'mouse' && event.button === 0) {
        drag = { x: event.clientX, y: event.clientY, left: f.scrollLeft, top: f.scrollTop };
        f.setPointerCapture(event.pointerId);
        f.classList.add('dragging');
      }
      if (down.size === 2) {
        const [a, b] = [...down.values()];
        pinch = { distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY), scale: this.scale };
      }
    });
    f.addEventListener('pointermove', (event) => {
      if (down.has(event.pointerId)) down.set(event.pointerId, event);
      if (drag) {
        f.scrollLeft = drag.left - (event.clientX - drag.x);
        f.scrollTop = drag.top - (event.clientY - drag.y);
      } else if (pinch && down.size === 2) {
        const [a, b] = [...down.values()];
        const distance = Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
        const centre = { clientX: (a.clientX + b.clientX) / 2, clientY: (a.clientY + b.clientY) / 2 };
        if (pinch.distance > 0) this.set(pinch.scale * (distance / pinch.distance), centre);
      }
    });
    const up = (event) => {
      down.delete(event.pointerId);
      if (down.size < 2) pinch = null;
      if (drag) {
        drag = null;
        f.classList.remove('dragging');
      }
    };
    f.addEventListener('pointerup', up);
    f.addEventListener('pointercancel', up);
  }
}
