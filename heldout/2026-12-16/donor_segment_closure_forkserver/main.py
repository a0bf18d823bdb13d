from segments import make_segmenter, load_donors
from runner import segment_all


if __name__ == "__main__":
    donors = load_donors(3000)
    segmenter = make_segmenter(thresholds=(50.0, 250.0, 1000.0))
    print(segment_all(segmenter, donors, shards=3))
