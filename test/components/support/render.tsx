/**
 * Mounts a component the way the app does (inside a router, for the links) into the test page,
 * and the few measurements a person makes by eye: what colour text is on what background, and
 * whether something runs past its box.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { page } from 'vitest/browser';
import { applyTheme } from '../../../src/theme/theme.ts';

const mounted: { root: Root; host: HTMLElement }[] = [];

/**
 * Mounting and unmounting go through act() (all effects run before the test looks); what a click
 * changes afterwards happens as in the app, outside act, and tests wait for it (expect.poll).
 */
async function inAct(work: () => void): Promise<void> {
  const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  flags.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => work());
  } finally {
    flags.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

export async function render(ui: ReactNode): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await inAct(() => root.render(<MemoryRouter>{ui}</MemoryRouter>));
  mounted.push({ root, host });
  return host;
}

export async function unmountAll(): Promise<void> {
  for (const { root, host } of mounted.splice(0)) {
    await inAct(() => root.unmount());
    host.remove();
  }
}

/** The screens a test looks at: a desktop in either theme, and a 390 px phone. */
export async function desktop(theme: 'light' | 'dark' = 'light'): Promise<void> {
  applyTheme(theme);
  await page.viewport(1280, 800);
}

export async function phone(theme: 'light' | 'dark' = 'light'): Promise<void> {
  applyTheme(theme);
  await page.viewport(390, 844);
}

/** The visible text of an element (what is rendered, not hidden parts), spaces collapsed. */
export function shownText(element: Element): string {
  return (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
}

/**
 * What runs past its box: every displayed element inside `element` (and itself) whose content is
 * wider than it, or that sticks out of the viewport. Empty when everything fits.
 */
export function overflowing(element: Element): string[] {
  const out: string[] = [];
  for (const node of [element, ...element.querySelectorAll('*')]) {
    const html = node as HTMLElement;
    const rect = html.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue; // not displayed
    const what = `<${html.tagName.toLowerCase()}> “${html.textContent?.slice(0, 40) ?? ''}”`;
    // a text box scrolls what is typed into it by design; its box must still fit
    const scrollsByDesign = html instanceof HTMLInputElement || html instanceof HTMLTextAreaElement;
    if (!scrollsByDesign && html.scrollWidth > html.clientWidth + 1 && getComputedStyle(html).display !== 'inline')
      out.push(`${what} scrolls: ${html.scrollWidth} > ${html.clientWidth}`);
    if (rect.right > window.innerWidth + 0.5) out.push(`${what} ends at ${rect.right} past ${window.innerWidth}`);
  }
  return out;
}

/** A CSS colour (Tailwind 4 writes oklch) as sRGB 0–255, by letting the browser paint it. */
function rgba(color: string): [number, number, number, number] {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!, a! / 255];
}

/** The background a person sees behind an element: the first one painted, blended over what is under it. */
function backdrop(element: Element): [number, number, number] {
  const layers: [number, number, number, number][] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const layer = rgba(getComputedStyle(node).backgroundColor);
    if (layer[3] > 0) layers.push(layer);
    if (layer[3] === 1) break;
  }
  // the body always paints (the app's own body classes, see setup.ts): white when nothing else did
  let base: [number, number, number] = [255, 255, 255];
  for (const [r, g, b, a] of layers.reverse()) {
    base = [r * a + base[0] * (1 - a), g * a + base[1] * (1 - a), b * a + base[2] * (1 - a)];
  }
  return base;
}

function luminance([r, g, b]: readonly number[]): number {
  const [R, G, B] = [r!, g!, b!].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
}

/** WCAG 2 contrast ratio of an element's text against the background it sits on. */
export function textContrast(element: Element): number {
  const text = rgba(getComputedStyle(element).color);
  const back = backdrop(element);
  const [a, b] = [luminance(text), luminance(back)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

/** The colour of an element's text, as the browser paints it. */
export function textColour(element: Element): string {
  return rgba(getComputedStyle(element).color).join(',');
}
