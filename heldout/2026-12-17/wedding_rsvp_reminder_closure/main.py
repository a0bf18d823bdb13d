import sys

from templates import make_sender
from outbox import dispatch

PENDING = {"email": ["Ana", "Bo"], "sms": ["Chen", "Dara"]}


def main():
    senders = [make_sender("Dear {name}, please RSVP by 1 June.", ch) for ch in PENDING]
    codes = dispatch(senders, list(PENDING.values()))
    return 1 if any(codes) else 0


if __name__ == "__main__":
    sys.exit(main())
