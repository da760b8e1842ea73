export default function Denied({ message }: { message: string }) {
  return (
    <section className="as-screen">
      <p className="as-state as-state--error" role="alert">
        {message}
      </p>
    </section>
  );
}
