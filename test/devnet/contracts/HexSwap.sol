// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// The part of ERC-20 the pair and the router use.
interface ISwapToken {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function balanceOf(address owner) external view returns (uint256);
}

/// A swap-like pool of one token against ether, for the "names from the world" examples: its
/// events and functions are named in no built-in table, so only a signature database (it is left
/// unverified on the devnet's Sourcify stand-in) or a verified ABI can name them. `burn(uint256)`
/// shares its selector with `collate_propagate_storage(bytes16)` (SelectorCollision.sol).
contract HexPair {
    ISwapToken public immutable token;
    address public immutable provider;
    uint112 public reserveToken;
    uint112 public reserveEth;

    event Swapped(address indexed sender, uint256 amountIn, uint256 amountOut, address indexed to);
    event ReservesUpdated(uint112 reserveToken, uint112 reserveEth);

    constructor(ISwapToken token_) payable {
        token = token_;
        provider = msg.sender;
        reserveEth = uint112(msg.value);
    }

    /// How much ether `amountIn` tokens buy at the current reserves (no fee).
    function quote(uint256 amountIn) public view returns (uint256) {
        return (uint256(reserveEth) * amountIn) / (uint256(reserveToken) + amountIn);
    }

    /// Counts the tokens sent to the pair since the last update as reserve (the provider's deposit).
    function sync() external {
        reserveToken = uint112(token.balanceOf(address(this)));
        emit ReservesUpdated(reserveToken, reserveEth);
    }

    /// Pays ether for the `amountIn` tokens the caller already moved into the pair.
    function swap(uint256 amountIn, address payable to) external returns (uint256 amountOut) {
        require(token.balanceOf(address(this)) >= uint256(reserveToken) + amountIn, "HexPair: tokens not received");
        amountOut = quote(amountIn);
        reserveToken += uint112(amountIn);
        reserveEth -= uint112(amountOut);
        to.transfer(amountOut);
        emit Swapped(msg.sender, amountIn, amountOut, to);
        emit ReservesUpdated(reserveToken, reserveEth);
    }

    /// Takes liquidity out: `share` thousandths of both reserves go back to the provider.
    function burn(uint256 share) external {
        require(msg.sender == provider && share <= 1000, "HexPair: provider only, at most 1000");
        uint112 tokenOut = uint112((uint256(reserveToken) * share) / 1000);
        uint112 ethOut = uint112((uint256(reserveEth) * share) / 1000);
        reserveToken -= tokenOut;
        reserveEth -= ethOut;
        token.transfer(provider, tokenOut);
        payable(provider).transfer(ethOut);
        emit ReservesUpdated(reserveToken, reserveEth);
    }
}

/// The router a person calls: it checks the price, moves the tokens into the pair and has it pay.
/// Verified on the devnet's Sourcify stand-in; its custom error is what a too-greedy swap reverts with.
contract HexRouter {
    error TooLittleReceived(uint256 amountOut, uint256 minAmountOut);

    event Routed(address indexed trader, address indexed pair, uint256 amountIn, uint256 amountOut);

    function swapTokensForEth(
        HexPair pair,
        uint256 amountIn,
        uint256 minAmountOut,
        address payable to
    ) external returns (uint256 amountOut) {
        // The price is checked before anything moves, so a replay of a failed swap at the block
        // before reverts with the same data.
        uint256 quoted = pair.quote(amountIn);
        if (quoted < minAmountOut) revert TooLittleReceived(quoted, minAmountOut);
        require(pair.token().transferFrom(msg.sender, address(pair), amountIn), "HexRouter: transfer failed");
        amountOut = pair.swap(amountIn, to);
        emit Routed(msg.sender, address(pair), amountIn, amountOut);
    }
}
