import mixdown
import wiring


def main():
    container = wiring.build()
    try:
        levels = mixdown.run(container)
    finally:
        container.close()
    for stem, level in levels.items():
        print(f"{stem:6s} rms after drive {level:.3f}")


if __name__ == "__main__":
    main()
