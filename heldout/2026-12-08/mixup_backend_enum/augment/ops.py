import torch
import torch.nn.functional as F


def loudness_normalize(wav, target_db=-20.0):
    rms = wav.pow(2).mean(dim=-1, keepdim=True).sqrt()
    gain = 10 ** (target_db / 20) / rms.clamp_min(1e-8)
    return wav * gain


def reverb_mix(wav, ir, wet):
    wet_sig = F.conv1d(wav[:, None, :], ir.flip(-1)[None, None, :], padding=ir.shape[0] - 1)
    return (1 - wet) * wav + wet * wet_sig[:, 0, : wav.shape[-1]]
