import { SpotlessThemeProvider, Toaster } from '@spotless/shared-ui';
import { AntdThemeProvider } from '@spotless/shared-ui/antd';
import type { Preview } from '@storybook/react-webpack5';

/**
 * The app's providers around every story (the shell mounts the same ones), so stories look and behave as in the
 * product. Jest reuses this file through setProjectAnnotations, so story tests render with the same providers.
 */
const preview: Preview = {
  decorators: [
    (Story) => (
      <SpotlessThemeProvider>
        <AntdThemeProvider>
          <Story />
          <Toaster />
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
