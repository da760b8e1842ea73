// The generic error screen (docs/product-rules.md "Shell").
export function ErrorScreen() {
  return (
    <div className="error-screen" role="alert" style={{ textAlign: 'center', padding: '3rem 1rem' }}>
      <h2>Something went wrong</h2>
      <p>We're sorry, but something unexpected happened. Please try refreshing the page.</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Refresh Page
      </button>
    </div>
  );
}
