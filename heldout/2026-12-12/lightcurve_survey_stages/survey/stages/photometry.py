import torch


def aperture_flux(ccd, sky, aperture):
    kernel = torch.ones(1, 1, aperture, aperture) / aperture ** 2
    flux = torch.nn.functional.conv2d((ccd - sky).unsqueeze(1), kernel)
    return flux.amax(dim=(1, 2, 3))
