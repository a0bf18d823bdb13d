import json

from chm import CanopyHeightModel
from crowns import segment_stand


def main():
    with open("survey.json") as f:
        survey = json.load(f)
    model = CanopyHeightModel(survey["raster_size"])
    thr = model.threshold(survey["canopy_quantile"])
    print(survey["stand"], "canopy threshold", round(thr, 2))
    counts = segment_stand(model, survey["tile_size"], thr, survey["workers"])
    print("crowns", sum(counts.values()), "in", len(counts), "tiles")


if __name__ == "__main__":
    main()
