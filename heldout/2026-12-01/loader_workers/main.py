from torch.utils.data import DataLoader

from dataset import GramDataset
from head import Head

if __name__ == "__main__":
    head = Head()
    loader = DataLoader(GramDataset(), batch_size=4, num_workers=2)
    for batch in loader:
        print(tuple(batch.shape), round(head.scale, 3))
