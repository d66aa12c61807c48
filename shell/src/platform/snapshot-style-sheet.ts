// scripts/snapshot-pages.mjs pre-renders public pages. It asks the live page for styled-components' style sheet in the
// form styled-components writes when it renders on a server: the rules plus, per component, the class names already
// generated. A page that ships that sheet is "rehydrated" at start-up (styled-components registers those names as
// injected), so a phone skips compiling and inserting every rule of the page a second time.
import { __PRIVATE__ } from 'styled-components';

/** Set on window by the snapshot tool (an init script) before the page loads; nothing is exposed otherwise. */
export const SNAPSHOT_CAPTURE_FLAG = '__spotlessSnapshotCapture';
/** What the snapshot tool calls: the sheet as text, in styled-components' server-rendering format. */
export const SNAPSHOT_STYLE_SHEET_READER = '__spotlessStyleSheet';

export function exposeStyleSheetToSnapshots(win: Window = window): void {
  const slots = win as unknown as Record<string, unknown>;
  if (slots[SNAPSHOT_CAPTURE_FLAG] !== true) return;
  slots[SNAPSHOT_STYLE_SHEET_READER] = () => __PRIVATE__.mainSheet.toString();
}
