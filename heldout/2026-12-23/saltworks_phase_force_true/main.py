import schedule


def main():
    for phase, start_method, pans in schedule.read_schedule("phases.csv"):
        phase.configure(start_method)
        print(phase.name, phase.run(pans))
    from yields import brine_yield  # torch, parent only
    print(f"season yield {brine_yield():.2f}")


if __name__ == "__main__":
    main()
