from torch.utils.data import DataLoader

from features import ClaimWindows, standardize


def main():
    table = standardize(n_claims=40000, n_features=16)
    print("feature means:", [round(float(m), 3) for m in table.mean(dim=0)[:3]])
    loader = DataLoader(ClaimWindows(table, windows=4, rows=300000), batch_size=2, num_workers=2)
    for i, batch in enumerate(loader):
        print("batch", i, tuple(batch.shape))


if __name__ == "__main__":
    main()
