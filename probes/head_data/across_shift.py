"""Give a trained file the shift of its own for pairs across languages that `across_shift.patch` has
`veracity train verifier` compute: the three dev sets' claims scored as if every pair were across languages, by the
same mean balanced accuracy that calibrates the pair combiner.

    git apply probes/head_data/across_shift.patch
    python probes/head_data/across_shift.py IN.npz OUT.npz
"""

import sys
from dataclasses import replace
from pathlib import Path

from veracity.embeddings import Embedder
from veracity.training.verifier import calibrate
from veracity.verifiers.trained import TrainedModel

source, target = Path(sys.argv[1]), Path(sys.argv[2])
model = TrainedModel.load(source)
combiner = model.combiner
across = replace(model, combiner=combiner.across_everywhere())
shift, about = calibrate(across, Embedder(), Path("/work/shared/eval/dev"), 400)
print("pair shift", combiner.shift, "across shift", shift, about)
combiner = replace(combiner, across_shift=shift)
replace(model, combiner=combiner, about=model.about | {"across_calibration": about}).save(target)
