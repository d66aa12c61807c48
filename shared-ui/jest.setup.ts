// Story tests get the same global decorators (theme providers, Toaster) as Storybook itself.
import { setProjectAnnotations } from '@storybook/react-webpack5';
import preview from '../storybook/.storybook/preview';

setProjectAnnotations(preview);

// jsdom does not implement pseudo-element styles and logs an error when antd's modal measures the scrollbar;
// the element's own style is what antd needs there.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);
