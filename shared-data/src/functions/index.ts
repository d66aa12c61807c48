export { invokeFunction } from './invoke-function';
