import logistics
from mp_setup import ensure_start_method


def main():
    method = ensure_start_method("forkserver")
    print(f"start method: {method}")
    for town, trucks in logistics.plan("tour.ini"):
        print(f"{town:6} {trucks} trucks")


if __name__ == "__main__":
    main()
