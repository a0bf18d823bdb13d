import torch

IMAGE_SIZE = 224
IMAGENET_MEAN = (0.485, 0.456, 0.406)
IMAGENET_STD = (0.229, 0.224, 0.225)

MEAN_IMAGE = torch.tensor(IMAGENET_MEAN).view(3, 1, 1).expand(3, IMAGE_SIZE, IMAGE_SIZE).contiguous()
STD_IMAGE = torch.tensor(IMAGENET_STD).view(3, 1, 1).expand(3, IMAGE_SIZE, IMAGE_SIZE).contiguous()
