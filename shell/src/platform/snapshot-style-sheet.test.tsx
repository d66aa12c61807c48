import { render } from '@testing-library/react';
import styled from 'styled-components';
import { exposeStyleSheetToSnapshots, SNAPSHOT_CAPTURE_FLAG, SNAPSHOT_STYLE_SHEET_READER } from './snapshot-style-sheet';

const Tinted = styled.p`
  color: rgb(1, 2, 3);
`;

type Slots = Record<string, unknown>;

afterEach(() => {
  delete (window as unknown as Slots)[SNAPSHOT_CAPTURE_FLAG];
  delete (window as unknown as Slots)[SNAPSHOT_STYLE_SHEET_READER];
});

test('exposes nothing unless the snapshot tool asked for it', () => {
  exposeStyleSheetToSnapshots(window);
  expect((window as unknown as Slots)[SNAPSHOT_STYLE_SHEET_READER]).toBeUndefined();
});

test('gives the snapshot tool the sheet in the form styled-components rehydrates: rules plus each component’s names', () => {
  (window as unknown as Slots)[SNAPSHOT_CAPTURE_FLAG] = true;
  exposeStyleSheetToSnapshots(window);
  const { container } = render(<Tinted>hello</Tinted>);
  const [componentId, name] = container.querySelector('p')!.className.split(' ');
  const read = (window as unknown as Slots)[SNAPSHOT_STYLE_SHEET_READER] as () => string;
  const text = read();
  expect(text).toMatch(new RegExp(`\\.${name}\\s?\\{\\s?color:\\s?rgb\\(1, ?2, ?3\\)`));
  expect(text).toMatch(new RegExp(`data-styled\\.g\\d+\\[id="${componentId}"\\]\\{content:"${name},"\\}`));
});
