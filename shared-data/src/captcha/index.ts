export {
  answerHumanCheck,
  cancelHumanCheck,
  configureCaptcha,
  HumanCheckCancelled,
  requestHumanCheck,
  useHumanCheck,
  type CaptchaSettings,
} from './human-check';
