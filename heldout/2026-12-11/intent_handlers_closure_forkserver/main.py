from dispatch import IntentDispatcher
from intents import make_handler

INTENTS = {"refund": 0.6, "cancel": 0.7, "escalate": 0.8}


def main():
    dispatcher = IntentDispatcher(workers=2)
    for name, threshold in INTENTS.items():
        dispatcher.register(name, make_handler(name, threshold))
    try:
        print(dispatcher.route_all(n_messages=300))
    finally:
        dispatcher.close()


if __name__ == "__main__":
    main()
