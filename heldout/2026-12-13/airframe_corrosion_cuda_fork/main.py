from detector import CorrosionDetector
from panels import inspect_panels

IMAGE_SIZE = 512
PANELS = [41, 42, 57, 58]

if __name__ == "__main__":
    det = CorrosionDetector()
    print("warm-up mean:", round(det.warm_up(IMAGE_SIZE), 4))
    failed = inspect_panels(det, PANELS, IMAGE_SIZE)
    if failed:
        raise SystemExit(f"{failed} panel inspections failed")
