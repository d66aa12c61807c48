// Shown instead of the app when /config.json or /remotes.json is missing or wrong. Plain DOM styles on purpose: the
// theme and providers are not running when this appears.
export function ConfigErrorPage({ problems }: { problems: readonly string[] }) {
  return (
    <main style={{ maxWidth: 680, margin: '64px auto', padding: '0 16px', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Spotless cannot start</h1>
      <p>The site is not configured correctly, so it cannot load. Please try again later.</p>
      <p>If you run this site, fix the following and reload:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  );
}
