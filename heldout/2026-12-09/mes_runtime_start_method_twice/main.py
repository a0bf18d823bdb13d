from mes_client import upload
from runtime import RuntimeConfig


def main():
    cfg = RuntimeConfig()
    print(f"runtime: {cfg.start_method} x{cfg.workers}, uploaded {upload([1, 2, 3])}")


if __name__ == "__main__":
    main()
