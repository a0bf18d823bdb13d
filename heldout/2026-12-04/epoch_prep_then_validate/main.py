from loop import run_epochs


def main():
    history = run_epochs(3)
    print("best epoch", min(history, key=lambda h: h[2])[0])


if __name__ == "__main__":
    main()
