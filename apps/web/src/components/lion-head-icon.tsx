/** The lion head symbol of the government masthead; decorative, the text beside it says it all. */
export function LionHeadIcon() {
  return (
    <svg
      className="portal-masthead-icon"
      viewBox="0 0 32 32"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="#db0000"
        d="M16 2c-4.6 0-8.6 2.4-10.9 6.1 1.6-.9 3.4-1.4 5.3-1.4 6 0 10.9 4.9 10.9 10.9 0 2.5-.9 4.9-2.3 6.7 4.9-1.6 8.5-6.2 8.5-11.6C27.5 7.1 22.3 2 16 2zM10.4 9.3c-4.7 0-8.4 3.8-8.4 8.4 0 4.3 3.2 7.8 7.3 8.4v3.9h4.6v-3.4c2.9-1.3 4.9-4.2 4.9-7.6 0-.3 0-.6-.1-.9l-2.6 1.4-.9-2 2.9-1.4c-1.5-3-4.5-5-7.7-4.8z"
      />
    </svg>
  );
}
