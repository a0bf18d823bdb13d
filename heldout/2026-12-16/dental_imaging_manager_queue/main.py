import multiprocessing as mp

from archive import load_cbct_slices
from export import export_volumes


def main(volumes=2):
    slices = load_cbct_slices(volumes, 32)
    with mp.Manager() as manager:
        progress = manager.Queue()
        done = export_volumes(slices, progress)
        while not progress.empty():
            print(progress.get())
    print("exported", done)


if __name__ == "__main__":
    main()
