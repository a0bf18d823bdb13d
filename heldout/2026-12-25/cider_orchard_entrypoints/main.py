import steps


def main():
    cp = steps.read()
    state = {}
    for name, step in steps.pipeline(cp):
        state = step(state, cp["sizes"])
        print(name, "done")
    print(state)


if __name__ == "__main__":
    main()
