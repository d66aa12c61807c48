// Story tests get the same global decorators (theme providers, Toaster) as Storybook itself.
import { setProjectAnnotations } from '@storybook/react-webpack5';
import preview from '../storybook/.storybook/preview';

setProjectAnnotations(preview);
