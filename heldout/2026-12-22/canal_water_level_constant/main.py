import levels
import gauges


def main():
    print(f"top water {levels.TOP_WATER:.2f}", flush=True)
    gauges.fan_out()
    print("all gauges read")


if __name__ == "__main__":
    main()
