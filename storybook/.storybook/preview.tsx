import { DataProvider } from '@spotless/shared-data';
import { SpotlessThemeProvider, Toaster } from '@spotless/shared-ui';
import { AntdThemeProvider } from '@spotless/shared-ui/antd';
import type { Preview } from '@storybook/react-webpack5';

/**
 * The app's providers around every story (the shell mounts the same theme, data layer and toaster), so stories look
 * and behave as in the product; stories that use links add a MemoryRouter themselves. Story tests
 * (tooling/jest/story-tests.ts) render with this file through setProjectAnnotations, so they see the same providers.
 */
const preview: Preview = {
  decorators: [
    (Story) => (
      <SpotlessThemeProvider>
        <AntdThemeProvider>
          <DataProvider>
            <Story />
            <Toaster />
          </DataProvider>
        </AntdThemeProvider>
      </SpotlessThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1024', styles: { width: '1024px', height: '768px' } },
      },
    },
  },
};

export default preview;
