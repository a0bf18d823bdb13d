import torch

from batches import SpeakerBatches
from model import SpeakerEncoder

ENROLL = {"speakers": 6, "utterances": 16, "frames": 50, "n_mels": 40}


def enroll(encoder):
    g = torch.Generator().manual_seed(99)
    mels = torch.randn(ENROLL["utterances"], ENROLL["frames"], ENROLL["n_mels"], generator=g)
    with torch.no_grad():
        return encoder(mels).mean(dim=0)


def main():
    anchor = enroll(SpeakerEncoder(ENROLL["n_mels"]))
    for speaker, centroid in SpeakerBatches(range(ENROLL["speakers"]), n_mels=ENROLL["n_mels"]):
        sim = torch.cosine_similarity(anchor, centroid, dim=0)
        print(speaker, round(float(sim), 3))


if __name__ == "__main__":
    main()
