from concurrent.futures import ProcessPoolExecutor

import colour
from profile_service import fetch_reference

IMAGES = [3101, 3102, 3107, 3140, 3188]


def main():
    std, mean = fetch_reference(seed=77)
    with ProcessPoolExecutor(max_workers=2) as ex:
        for image_id, score in ex.map(colour.drift, [(i, std, mean) for i in IMAGES]):
            print(f"image {image_id}: colour drift {score:.4f}")


if __name__ == "__main__":
    main()
