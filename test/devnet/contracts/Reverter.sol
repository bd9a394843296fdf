// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// A call that always reverts with a reason string, for the failed-transaction view.
contract Reverter {
    uint256 public attempts;

    function fail() external {
        attempts += 1;
        revert("Reverter: this call always fails");
    }
}
