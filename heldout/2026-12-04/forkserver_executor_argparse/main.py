import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import cli
from imaging import blur_stats, reference_pyramid


def main():
    args = cli.parse()
    pyramid = reference_pyramid(args.images)
    print("pyramid", [tuple(p.shape) for p in pyramid])
    ctx = multiprocessing.get_context(args.start_method)
    with ProcessPoolExecutor(max_workers=args.workers, mp_context=ctx) as ex:
        for seed, std in ex.map(blur_stats, range(4)):
            print(seed, std)


if __name__ == "__main__":
    main()
