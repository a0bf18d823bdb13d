from digitise import DigitisationRun
from thumbs import ThumbnailCallback

if __name__ == "__main__":
    DigitisationRun(boxes=3, callbacks=[ThumbnailCallback()]).run()
    print("archive boxes digitised")
