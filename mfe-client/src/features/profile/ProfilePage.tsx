// /client and /client/profile: the signed-in client's profile with loading and error states.
import { errorMessage, MESSAGES, useClientProfile, useUpdateClientProfile } from '@spotless/shared-data';
import { ErrorState, Loading, toast } from '@spotless/shared-ui';
import { ProfileView } from './ProfileView';

export default function ProfilePage() {
  const profile = useClientProfile();
  const update = useUpdateClientProfile();
  if (profile.isPending) return <Loading message="Loading profile..." />;
  if (profile.isError) return <ErrorState message={errorMessage(profile.error, MESSAGES.profile.clientDataFetchFailed)} onRetry={() => void profile.refetch()} />;
  return (
    <ProfileView
      profile={profile.data}
      saving={update.isPending}
      onSave={(input, done) =>
        update.mutate(input, {
          onSuccess: () => {
            toast.success(MESSAGES.profile.updated);
            done();
          },
          onError: (error) => toast.error(errorMessage(error, MESSAGES.profile.updateFailed)),
        })
      }
    />
  );
}
