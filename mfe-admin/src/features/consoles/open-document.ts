// Opens a verification document through a short-lived signed link. The tab opens synchronously (popup blockers allow
// only tabs opened in the click itself) and is pointed at the link once it exists; getLink logs the view first.
export type VerificationDocument = 'government_id' | 'address_proof';

export async function openDocument(
  getLink: (submissionId: string, document: VerificationDocument) => Promise<string>,
  submissionId: string,
  document: VerificationDocument,
  onError: (error: unknown) => void,
): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await getLink(submissionId, document);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (error) {
    tab?.close();
    onError(error);
  }
}
