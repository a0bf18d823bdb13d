_TRANSFORM = None


def get_transform():
    """Imported lazily so that `--help` stays fast."""
    global _TRANSFORM
    if _TRANSFORM is None:
        from constants import MEAN_IMAGE, STD_IMAGE

        def normalize(image):
            return (image - MEAN_IMAGE) / STD_IMAGE

        _TRANSFORM = normalize
    return _TRANSFORM
