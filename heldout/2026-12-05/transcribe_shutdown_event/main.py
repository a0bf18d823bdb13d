from shutdown import ShutdownSignal
from transcribe import transcribe_all


def main():
    stop = ShutdownSignal().install()
    print(transcribe_all(range(6), stop.event))


if __name__ == "__main__":
    main()
