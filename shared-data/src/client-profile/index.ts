export {
  fetchClientProfile,
  needsResidence,
  updateClientProfile,
  updateResidence,
  useClientProfile,
  useUpdateClientProfile,
  useUpdateResidence,
  type ClientProfile,
  type ClientProfileInput,
  type ResidenceInput,
} from './client-profile';
