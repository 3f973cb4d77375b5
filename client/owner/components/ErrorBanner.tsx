// An error state (spec section 8's general errors) with its action: retry, or dismiss.
import { Button } from "react-aria-components";

interface Props {
  message: string;
  onRetry?: () => void;
  onDismiss?: () => void;
}

export function ErrorBanner({ message, onRetry, onDismiss }: Props) {
  return (
    <div className="banner banner-error" role="alert">
      <span>{message}</span>
      {onRetry ? <Button onPress={onRetry}>Try again</Button> : null}
      {onDismiss ? (
        <Button onPress={onDismiss} aria-label="Dismiss">
          Dismiss
        </Button>
      ) : null}
    </div>
  );
}
