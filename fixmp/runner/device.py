"""The machine the fixtures run on: Python, torch, OS, CPUs and GPU."""

from __future__ import annotations

import json
import os
import platform
import shutil
import subprocess
from typing import Dict

from fixmp.processes import isolation

_DEVICE_PROBE = r"""
import json
info = {"torch": None, "cuda_available": False, "gpu": None}
try:
    import torch
except (ImportError, OSError):
    pass
else:
    info["torch"] = torch.__version__
    if torch.cuda.is_available():
        info["cuda_available"] = True
        info["gpu"] = torch.cuda.get_device_name(0)
print(json.dumps(info))
"""


def describe_device() -> Dict[str, object]:
    """The machine the fixtures run on; torch is asked in a subprocess, never imported here."""
    device: Dict[str, object] = {
        "python": platform.python_version(),
        "torch": None,
        "os": platform.platform(),
        "cpu_count": os.cpu_count(),
        "cuda_available": False,
        "gpu": None,
        "driver": None,
    }
    try:
        # Isolated and in a neutral folder: a `torch.py` or `json.py` in the current folder must not answer.
        probe = subprocess.run(isolation.python_command(_DEVICE_PROBE), capture_output=True, text=True,
                               timeout=120, stdin=subprocess.DEVNULL, cwd=isolation.NEUTRAL_FOLDER)
        if probe.returncode == 0:
            device.update(json.loads(probe.stdout.strip().splitlines()[-1]))
    except (OSError, subprocess.TimeoutExpired, ValueError, IndexError):
        pass  # the device still gets described, without torch
    nvidia_smi = shutil.which("nvidia-smi")
    if nvidia_smi:
        try:
            query = subprocess.run(
                [nvidia_smi, "--query-gpu=name,driver_version", "--format=csv,noheader"],
                capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL,
            )
            first_gpu = query.stdout.strip().splitlines()[0] if query.returncode == 0 else ""
        except (OSError, subprocess.TimeoutExpired, IndexError):
            first_gpu = ""
        if first_gpu:
            name, _, driver = first_gpu.rpartition(",")
            device["gpu"] = device["gpu"] or name.strip()
            device["driver"] = driver.strip()
    return device
