import { composeStories } from '@storybook/react-webpack5';
import { cleanup, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as accordion from '../accordion/Accordion.stories';
import * as confirmDialog from '../antd/ConfirmDialog.stories';
import * as dataTable from '../antd/DataTable.stories';
import * as dateTime from '../antd/DateTimeFields.stories';
import * as notificationList from '../antd/NotificationList.stories';
import * as sideMenu from '../antd/SideMenu.stories';
import * as tabs from '../antd/Tabs.stories';
import * as avatar from '../avatar/Avatar.stories';
import * as button from '../button/Button.stories';
import * as linkButton from '../button/LinkButton.stories';
import * as card from '../card/Card.stories';
import * as carousel from '../carousel/Carousel.stories';
import * as feedback from '../feedback/Feedback.stories';
import * as choiceGroups from '../form/ChoiceGroups.stories';
import * as formError from '../form/FormError.stories';
import * as selectField from '../form/SelectField.stories';
import * as textAreaField from '../form/TextAreaField.stories';
import * as textField from '../form/TextField.stories';
import * as pageLayout from '../layout/PageLayout.stories';
import * as modal from '../modal/Modal.stories';
import * as nairaAmount from '../money/NairaAmount.stories';
import * as statusBadge from '../status/StatusBadge.stories';
import * as toaster from '../toast/Toaster.stories';
import * as typography from '../typography/Typography.stories';

// Every story file of shared-ui, keyed by its path under src/ (checked against the disk below).
const storyFiles = {
  'accordion/Accordion.stories.tsx': accordion,
  'antd/ConfirmDialog.stories.tsx': confirmDialog,
  'antd/DataTable.stories.tsx': dataTable,
  'antd/DateTimeFields.stories.tsx': dateTime,
  'antd/NotificationList.stories.tsx': notificationList,
  'antd/SideMenu.stories.tsx': sideMenu,
  'antd/Tabs.stories.tsx': tabs,
  'avatar/Avatar.stories.tsx': avatar,
  'button/Button.stories.tsx': button,
  'button/LinkButton.stories.tsx': linkButton,
  'card/Card.stories.tsx': card,
  'carousel/Carousel.stories.tsx': carousel,
  'feedback/Feedback.stories.tsx': feedback,
  'form/ChoiceGroups.stories.tsx': choiceGroups,
  'form/FormError.stories.tsx': formError,
  'form/SelectField.stories.tsx': selectField,
  'form/TextAreaField.stories.tsx': textAreaField,
  'form/TextField.stories.tsx': textField,
  'layout/PageLayout.stories.tsx': pageLayout,
  'modal/Modal.stories.tsx': modal,
  'money/NairaAmount.stories.tsx': nairaAmount,
  'status/StatusBadge.stories.tsx': statusBadge,
  'toast/Toaster.stories.tsx': toaster,
  'typography/Typography.stories.tsx': typography,
};

// axe over antd's DOM in jsdom is slow on a shared CPU; this is a hang guard, not a performance assertion.
jest.setTimeout(60_000);

function findStoryFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return findStoryFiles(full);
    return name.endsWith('.stories.tsx') ? [full] : [];
  });
}

test('every story file in src is rendered by this suite', () => {
  const srcDir = join(__dirname, '..');
  const onDisk = findStoryFiles(srcDir).map((file) => relative(srcDir, file).split('\\').join('/')).sort();
  expect(Object.keys(storyFiles).sort()).toEqual(onDisk);
});

/** What the suite needs from a composed story: `run` mounts it with the project's decorators and plays it. */
interface RunnableStory {
  run: () => Promise<void>;
}

const cases = Object.entries(storyFiles).flatMap(([file, module]) =>
  Object.entries(composeStories(module) as Record<string, RunnableStory>).map(([name, Story]) => [`${file} › ${name}`, Story] as const),
);

describe.each(cases)('%s', (_, Story) => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    cleanup();
    errors.mockRestore();
  });

  it('renders without React errors or serious accessibility violations', async () => {
    await Story.run();
    // antd parts render a placeholder until their code has loaded: check the real part, not the placeholder.
    await waitFor(() => expect(document.querySelector('[data-antd-part-loading]')).toBeNull());
    expect(document.body.textContent?.trim() || document.body.querySelector('[role], svg, img')).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    // jsdom has no layout, so colour contrast is left to the browser checks (e2e); structure rules run here.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
});
